; ModuleID = '__compute_module_reduce-window.10.clone_elemental_kernel_module'
source_filename = "__compute_module_reduce-window.10.clone_elemental_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@reduce-window.10.clone_parallel_bounds = private unnamed_addr constant [2 x [1 x [2 x i64]]] [[1 x [2 x i64]] [[2 x i64] [i64 0, i64 4]], [1 x [2 x i64]] [[2 x i64] [i64 4, i64 8]]]

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define noalias noundef ptr @reduce-window.10.clone_kernel(ptr readonly captures(none) %0) local_unnamed_addr #0 {
  %workgroup_id_gep = getelementptr inbounds nuw i8, ptr %0, i64 8
  %workgroup_id = load ptr, ptr %workgroup_id_gep, align 8
  %workgroup_id_x = load i64, ptr %workgroup_id, align 4
  %args_gep = getelementptr inbounds nuw i8, ptr %0, i64 24
  %args = load ptr, ptr %args_gep, align 8
  %arg0 = load ptr, ptr %args, align 8, !invariant.load !4, !dereferenceable !5, !align !6
  %arg2_gep = getelementptr i8, ptr %args, i64 32
  %arg2 = load ptr, ptr %arg2_gep, align 8, !invariant.load !4, !dereferenceable !7, !align !6
  %lo_dim_0_gep = getelementptr inbounds [2 x [1 x [2 x i64]]], ptr @reduce-window.10.clone_parallel_bounds, i64 0, i64 %workgroup_id_x
  %up_dim_0_gep = getelementptr inbounds [2 x [1 x [2 x i64]]], ptr @reduce-window.10.clone_parallel_bounds, i64 0, i64 %workgroup_id_x, i64 0, i64 1
  %up_dim_0 = load i64, ptr %up_dim_0_gep, align 8
  %lo_dim_0 = load i64, ptr %lo_dim_0_gep, align 16
  %.not35 = icmp ult i64 %lo_dim_0, %up_dim_0
  br i1 %.not35, label %reduce-window.10.clone.loop_header.dim.1.preheader.lr.ph, label %return

reduce-window.10.clone.loop_header.dim.1.preheader.lr.ph: ; preds = %1
  %arg1_gep = getelementptr i8, ptr %args, i64 16
  %arg1 = load ptr, ptr %arg1_gep, align 8, !invariant.load !4, !dereferenceable !8, !align !6
  %2 = load float, ptr %arg1, align 64, !invariant.load !4, !noalias !9
  %broadcast.splatinsert = insertelement <4 x float> poison, float %2, i64 0
  %broadcast.splat = shufflevector <4 x float> %broadcast.splatinsert, <4 x float> poison, <4 x i32> zeroinitializer
  br label %reduce-window.10.clone.loop_header.dim.1.preheader

reduce-window.10.clone.loop_header.dim.1.preheader: ; preds = %reduce-window.10.clone.loop_header.dim.1.preheader.lr.ph, %reduce-window.10.clone.loop_exit.dim.1
  %storemerge36 = phi i64 [ %lo_dim_0, %reduce-window.10.clone.loop_header.dim.1.preheader.lr.ph ], [ %invar.inc, %reduce-window.10.clone.loop_exit.dim.1 ]
  %3 = icmp ult i64 %storemerge36, 8
  %.split = getelementptr inbounds nuw [8 x [2 x [128 x [128 x float]]]], ptr %arg0, i64 0, i64 %storemerge36
  %.split26 = getelementptr inbounds [8 x [2 x [128 x [4 x float]]]], ptr %arg2, i64 0, i64 %storemerge36
  br i1 %3, label %reduce-window.10.clone.loop_header.dim.2.preheader.us, label %reduce-window.10.clone.loop_header.dim.2.preheader

reduce-window.10.clone.loop_header.dim.2.preheader.us: ; preds = %reduce-window.10.clone.loop_header.dim.1.preheader, %reduce-window.10.clone.loop_exit.dim.2.split.us.us
  %.not38 = phi i1 [ false, %reduce-window.10.clone.loop_exit.dim.2.split.us.us ], [ true, %reduce-window.10.clone.loop_header.dim.1.preheader ]
  %storemerge1434.us = phi i64 [ 1, %reduce-window.10.clone.loop_exit.dim.2.split.us.us ], [ 0, %reduce-window.10.clone.loop_header.dim.1.preheader ]
  %.split24.us = getelementptr inbounds nuw [2 x [128 x [128 x float]]], ptr %.split, i64 0, i64 %storemerge1434.us
  %.split27.us = getelementptr inbounds nuw [2 x [128 x [4 x float]]], ptr %.split26, i64 0, i64 %storemerge1434.us
  br label %reduce-window.10.clone.loop_header.dim.3.preheader.us.us

reduce-window.10.clone.loop_header.dim.3.preheader.us.us: ; preds = %reduce-window.10.clone.loop_exit.dim.3.split.us.us.us, %reduce-window.10.clone.loop_header.dim.2.preheader.us
  %storemerge1533.us.us = phi i64 [ 0, %reduce-window.10.clone.loop_header.dim.2.preheader.us ], [ %invar.inc6.us.us, %reduce-window.10.clone.loop_exit.dim.3.split.us.us.us ]
  %.split25.us.us = getelementptr inbounds nuw [128 x [128 x float]], ptr %.split24.us, i64 0, i64 %storemerge1533.us.us
  %.split28.us.us = getelementptr inbounds nuw [128 x [4 x float]], ptr %.split27.us, i64 0, i64 %storemerge1533.us.us
  br label %reduce-window.10.clone.loop_body.dim.3.us.us.us

reduce-window.10.clone.loop_body.dim.3.us.us.us:  ; preds = %reduce-window.10.clone.loop_exit.window.0.split.us.us.us.us, %reduce-window.10.clone.loop_header.dim.3.preheader.us.us
  %storemerge1632.us.us.us = phi i64 [ 0, %reduce-window.10.clone.loop_header.dim.3.preheader.us.us ], [ %invar.inc7.us.us.us, %reduce-window.10.clone.loop_exit.window.0.split.us.us.us.us ]
  %4 = shl nuw nsw i64 %storemerge1632.us.us.us, 5
  br label %reduce-window.10.clone.loop_body.window.3.us.us.us.us

reduce-window.10.clone.loop_body.window.3.us.us.us.us: ; preds = %reduce-window.10.clone.loop_body.window.3.us.us.us.us, %reduce-window.10.clone.loop_body.dim.3.us.us.us
  %storemerge2331.us.us.us.us = phi i64 [ 0, %reduce-window.10.clone.loop_body.dim.3.us.us.us ], [ %invar.inc11.us.us.us.us, %reduce-window.10.clone.loop_body.window.3.us.us.us.us ]
  %reduce_window_accum_ptr.030.us.us.us.us = phi float [ %2, %reduce-window.10.clone.loop_body.dim.3.us.us.us ], [ %maximum.4181.i.us.us.us.us, %reduce-window.10.clone.loop_body.window.3.us.us.us.us ]
  %5 = add nuw nsw i64 %storemerge2331.us.us.us.us, %4
  %6 = getelementptr inbounds nuw [128 x float], ptr %.split25.us.us, i64 0, i64 %5
  %7 = load float, ptr %6, align 4, !invariant.load !4, !noalias !9
  %.inv.us.us.us.us = fcmp reassoc olt float %reduce_window_accum_ptr.030.us.us.us.us, %7
  %maximum.4181.i.us.us.us.us = select reassoc i1 %.inv.us.us.us.us, float %7, float %reduce_window_accum_ptr.030.us.us.us.us
  %invar.inc11.us.us.us.us = add nuw nsw i64 %storemerge2331.us.us.us.us, 1
  %exitcond41 = icmp eq i64 %invar.inc11.us.us.us.us, 32
  br i1 %exitcond41, label %reduce-window.10.clone.loop_exit.window.0.split.us.us.us.us, label %reduce-window.10.clone.loop_body.window.3.us.us.us.us, !llvm.loop !12

reduce-window.10.clone.loop_exit.window.0.split.us.us.us.us: ; preds = %reduce-window.10.clone.loop_body.window.3.us.us.us.us
  %8 = getelementptr inbounds nuw [4 x float], ptr %.split28.us.us, i64 0, i64 %storemerge1632.us.us.us
  store float %maximum.4181.i.us.us.us.us, ptr %8, align 4, !alias.scope !9
  %invar.inc7.us.us.us = add nuw nsw i64 %storemerge1632.us.us.us, 1
  %exitcond42 = icmp eq i64 %invar.inc7.us.us.us, 4
  br i1 %exitcond42, label %reduce-window.10.clone.loop_exit.dim.3.split.us.us.us, label %reduce-window.10.clone.loop_body.dim.3.us.us.us, !llvm.loop !14

reduce-window.10.clone.loop_exit.dim.3.split.us.us.us: ; preds = %reduce-window.10.clone.loop_exit.window.0.split.us.us.us.us
  %invar.inc6.us.us = add nuw nsw i64 %storemerge1533.us.us, 1
  %exitcond43 = icmp eq i64 %invar.inc6.us.us, 128
  br i1 %exitcond43, label %reduce-window.10.clone.loop_exit.dim.2.split.us.us, label %reduce-window.10.clone.loop_header.dim.3.preheader.us.us, !llvm.loop !15

reduce-window.10.clone.loop_exit.dim.2.split.us.us: ; preds = %reduce-window.10.clone.loop_exit.dim.3.split.us.us.us
  br i1 %.not38, label %reduce-window.10.clone.loop_header.dim.2.preheader.us, label %reduce-window.10.clone.loop_exit.dim.1, !llvm.loop !17

reduce-window.10.clone.loop_header.dim.2.preheader: ; preds = %reduce-window.10.clone.loop_header.dim.1.preheader, %reduce-window.10.clone.loop_exit.dim.2.split
  %.not37 = phi i1 [ false, %reduce-window.10.clone.loop_exit.dim.2.split ], [ true, %reduce-window.10.clone.loop_header.dim.1.preheader ]
  %storemerge1434 = phi i64 [ 1, %reduce-window.10.clone.loop_exit.dim.2.split ], [ 0, %reduce-window.10.clone.loop_header.dim.1.preheader ]
  %.split27 = getelementptr inbounds nuw [2 x [128 x [4 x float]]], ptr %.split26, i64 0, i64 %storemerge1434
  br label %reduce-window.10.clone.loop_header.dim.3.preheader

reduce-window.10.clone.loop_header.dim.3.preheader: ; preds = %reduce-window.10.clone.loop_header.dim.2.preheader, %reduce-window.10.clone.loop_header.dim.3.preheader
  %storemerge1533 = phi i64 [ 0, %reduce-window.10.clone.loop_header.dim.2.preheader ], [ %invar.inc6, %reduce-window.10.clone.loop_header.dim.3.preheader ]
  %.split28 = getelementptr inbounds nuw [128 x [4 x float]], ptr %.split27, i64 0, i64 %storemerge1533
  store <4 x float> %broadcast.splat, ptr %.split28, align 16, !alias.scope !9
  %invar.inc6 = add nuw nsw i64 %storemerge1533, 1
  %exitcond40 = icmp eq i64 %invar.inc6, 128
  br i1 %exitcond40, label %reduce-window.10.clone.loop_exit.dim.2.split, label %reduce-window.10.clone.loop_header.dim.3.preheader, !llvm.loop !18

reduce-window.10.clone.loop_exit.dim.2.split:     ; preds = %reduce-window.10.clone.loop_header.dim.3.preheader
  br i1 %.not37, label %reduce-window.10.clone.loop_header.dim.2.preheader, label %reduce-window.10.clone.loop_exit.dim.1, !llvm.loop !19

reduce-window.10.clone.loop_exit.dim.1:           ; preds = %reduce-window.10.clone.loop_exit.dim.2.split, %reduce-window.10.clone.loop_exit.dim.2.split.us.us
  %invar.inc = add nuw nsw i64 %storemerge36, 1
  %exitcond44.not = icmp eq i64 %invar.inc, %up_dim_0
  br i1 %exitcond44.not, label %return, label %reduce-window.10.clone.loop_header.dim.1.preheader, !llvm.loop !20

return:                                           ; preds = %reduce-window.10.clone.loop_exit.dim.1, %1
  ret ptr null
}

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "frame-pointer"="all" "prefer-vector-width"="256" }

!xla_cpu_memory_region_name = !{!0, !1}
!llvm.module.flags = !{!2, !3}

!0 = !{!"xla_cpu_emitter__elemental_kernel_emitter__hlo_opcode__reduce-window"}
!1 = !{!"ir_emitter"}
!2 = !{i32 1, !"xla_backend_extra_options", !"xla_cpu_disable_loop_unrolling"}
!3 = !{i32 1, !"xla_dylib_index", i64 0}
!4 = !{}
!5 = !{i64 1048576}
!6 = !{i64 64}
!7 = !{i64 32768}
!8 = !{i64 4}
!9 = !{!10}
!10 = !{!"result slice: {index:142, offset:6291456, size:32768}", !11}
!11 = !{!"XLA host kernel reduce-window.10.clone_kernel AA domain"}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.unswitch.nontrivial.disable"}
!14 = distinct !{!14, !13}
!15 = distinct !{!15, !16, !13}
!16 = !{!"llvm.loop.unroll.disable"}
!17 = distinct !{!17, !16, !13}
!18 = distinct !{!18, !16}
!19 = distinct !{!19, !16}
!20 = distinct !{!20, !16}
