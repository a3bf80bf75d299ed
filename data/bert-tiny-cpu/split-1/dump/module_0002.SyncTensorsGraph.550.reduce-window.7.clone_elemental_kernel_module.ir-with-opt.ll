; ModuleID = '__compute_module_reduce-window.7.clone_elemental_kernel_module'
source_filename = "__compute_module_reduce-window.7.clone_elemental_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@reduce-window.7.clone_parallel_bounds = private unnamed_addr constant [2 x [2 x [2 x i64]]] [[2 x [2 x i64]] [[2 x i64] [i64 0, i64 1], [2 x i64] [i64 0, i64 512]], [2 x [2 x i64]] [[2 x i64] [i64 0, i64 1], [2 x i64] [i64 512, i64 1024]]]

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define noalias noundef ptr @reduce-window.7.clone_kernel(ptr readonly captures(none) %0) local_unnamed_addr #0 {
  %workgroup_id_gep = getelementptr inbounds nuw i8, ptr %0, i64 8
  %workgroup_id = load ptr, ptr %workgroup_id_gep, align 8
  %workgroup_id_x = load i64, ptr %workgroup_id, align 4
  %args_gep = getelementptr inbounds nuw i8, ptr %0, i64 24
  %args = load ptr, ptr %args_gep, align 8
  %arg0 = load ptr, ptr %args, align 8, !invariant.load !4, !dereferenceable !5, !align !6
  %arg1_gep = getelementptr i8, ptr %args, i64 16
  %arg1 = load ptr, ptr %arg1_gep, align 8, !invariant.load !4, !dereferenceable !7, !align !6
  %arg2_gep = getelementptr i8, ptr %args, i64 32
  %arg2 = load ptr, ptr %arg2_gep, align 8, !invariant.load !4, !dereferenceable !8, !align !6
  %lo_dim_1_gep = getelementptr inbounds [2 x [2 x [2 x i64]]], ptr @reduce-window.7.clone_parallel_bounds, i64 0, i64 %workgroup_id_x, i64 1
  %up_dim_1_gep = getelementptr inbounds [2 x [2 x [2 x i64]]], ptr @reduce-window.7.clone_parallel_bounds, i64 0, i64 %workgroup_id_x, i64 1, i64 1
  %up_dim_1 = load i64, ptr %up_dim_1_gep, align 8
  %lo_dim_1 = load i64, ptr %lo_dim_1_gep, align 16
  %.not1325 = icmp ult i64 %lo_dim_1, %up_dim_1
  %2 = load float, ptr %arg1, align 64
  br i1 %.not1325, label %reduce-window.7.clone.loop_header.dim.2.preheader.us.preheader, label %return

reduce-window.7.clone.loop_header.dim.2.preheader.us.preheader: ; preds = %1
  %broadcast.splatinsert = insertelement <4 x float> poison, float %2, i64 0
  %broadcast.splat = shufflevector <4 x float> %broadcast.splatinsert, <4 x float> poison, <4 x i32> zeroinitializer
  %3 = insertelement <8 x float> <float poison, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, float %2, i64 0
  br label %reduce-window.7.clone.loop_header.dim.2.preheader.us

reduce-window.7.clone.loop_header.dim.2.preheader.us: ; preds = %reduce-window.7.clone.loop_header.dim.2.preheader.us.preheader, %reduce-window.7.clone.loop_exit.dim.2.us
  %storemerge1226.us = phi i64 [ %invar.inc5.us, %reduce-window.7.clone.loop_exit.dim.2.us ], [ %lo_dim_1, %reduce-window.7.clone.loop_header.dim.2.preheader.us.preheader ]
  %4 = icmp ult i64 %storemerge1226.us, 1024
  %.split.us = getelementptr inbounds nuw [1 x [1024 x [128 x float]]], ptr %arg0, i64 0, i64 0, i64 %storemerge1226.us
  %.split20.us = getelementptr inbounds [1 x [1024 x [4 x float]]], ptr %arg2, i64 0, i64 0, i64 %storemerge1226.us
  br i1 %4, label %reduce-window.7.clone.loop_body.dim.2.us.us, label %vector.body50

vector.body50:                                    ; preds = %reduce-window.7.clone.loop_header.dim.2.preheader.us
  store <4 x float> %broadcast.splat, ptr %.split20.us, align 16, !alias.scope !9
  br label %reduce-window.7.clone.loop_exit.dim.2.us

reduce-window.7.clone.loop_exit.dim.2.us:         ; preds = %reduce-window.7.clone.loop_body.dim.2.us.us, %vector.body50
  %invar.inc5.us = add nuw nsw i64 %storemerge1226.us, 1
  %exitcond37.not = icmp eq i64 %invar.inc5.us, %up_dim_1
  br i1 %exitcond37.not, label %return, label %reduce-window.7.clone.loop_header.dim.2.preheader.us, !llvm.loop !12

reduce-window.7.clone.loop_body.dim.2.us.us:      ; preds = %reduce-window.7.clone.loop_header.dim.2.preheader.us, %reduce-window.7.clone.loop_body.dim.2.us.us
  %storemerge1424.us.us = phi i64 [ %invar.inc6.us.us, %reduce-window.7.clone.loop_body.dim.2.us.us ], [ 0, %reduce-window.7.clone.loop_header.dim.2.preheader.us ]
  %5 = shl nuw nsw i64 %storemerge1424.us.us, 5
  %6 = getelementptr inbounds nuw [128 x float], ptr %.split.us, i64 0, i64 %5
  %7 = getelementptr inbounds nuw i8, ptr %6, i64 96
  %wide.load45 = load <8 x float>, ptr %7, align 32, !invariant.load !4, !noalias !9
  %8 = getelementptr inbounds nuw i8, ptr %6, i64 64
  %wide.load44 = load <8 x float>, ptr %8, align 64, !invariant.load !4, !noalias !9
  %9 = getelementptr inbounds nuw i8, ptr %6, i64 32
  %wide.load43 = load <8 x float>, ptr %9, align 32, !invariant.load !4, !noalias !9
  %wide.load = load <8 x float>, ptr %6, align 64, !invariant.load !4, !noalias !9
  %10 = fadd reassoc <8 x float> %3, %wide.load
  %bin.rdx = fadd reassoc <8 x float> %wide.load43, %10
  %bin.rdx46 = fadd reassoc <8 x float> %wide.load44, %bin.rdx
  %bin.rdx47 = fadd reassoc <8 x float> %wide.load45, %bin.rdx46
  %11 = tail call reassoc float @llvm.vector.reduce.fadd.v8f32(float -0.000000e+00, <8 x float> %bin.rdx47)
  %12 = getelementptr inbounds nuw [4 x float], ptr %.split20.us, i64 0, i64 %storemerge1424.us.us
  store float %11, ptr %12, align 4, !alias.scope !9
  %invar.inc6.us.us = add nuw nsw i64 %storemerge1424.us.us, 1
  %exitcond36 = icmp eq i64 %invar.inc6.us.us, 4
  br i1 %exitcond36, label %reduce-window.7.clone.loop_exit.dim.2.us, label %reduce-window.7.clone.loop_body.dim.2.us.us, !llvm.loop !14

return:                                           ; preds = %reduce-window.7.clone.loop_exit.dim.2.us, %1
  ret ptr null
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.vector.reduce.fadd.v8f32(float, <8 x float>) #1

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "frame-pointer"="all" "prefer-vector-width"="256" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!xla_cpu_memory_region_name = !{!0, !1}
!llvm.module.flags = !{!2, !3}

!0 = !{!"xla_cpu_emitter__elemental_kernel_emitter__hlo_opcode__reduce-window"}
!1 = !{!"ir_emitter"}
!2 = !{i32 1, !"xla_backend_extra_options", !"xla_cpu_disable_loop_unrolling"}
!3 = !{i32 1, !"xla_dylib_index", i64 0}
!4 = !{}
!5 = !{i64 524288}
!6 = !{i64 64}
!7 = !{i64 4}
!8 = !{i64 16384}
!9 = !{!10}
!10 = !{!"result slice: {index:142, offset:6291456, size:16384}", !11}
!11 = !{!"XLA host kernel reduce-window.7.clone_kernel AA domain"}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.unroll.disable"}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.unswitch.nontrivial.disable"}
