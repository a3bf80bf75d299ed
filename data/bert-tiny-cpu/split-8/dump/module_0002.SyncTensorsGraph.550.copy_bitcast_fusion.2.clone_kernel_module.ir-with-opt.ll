; ModuleID = '__compute_module_copy_bitcast_fusion.2.clone_kernel_module'
source_filename = "__compute_module_copy_bitcast_fusion.2.clone_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind uwtable
define noalias noundef ptr @copy_bitcast_fusion.2.clone(ptr readonly captures(none) %0) local_unnamed_addr #0 {
  %2 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %3 = load ptr, ptr %2, align 8, !invariant.load !3
  %4 = load ptr, ptr %3, align 8, !invariant.load !3, !dereferenceable !4
  %5 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %6 = load ptr, ptr %5, align 8, !invariant.load !3, !dereferenceable !4
  %7 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %8 = load ptr, ptr %7, align 8
  %9 = load i64, ptr %8, align 4, !invariant.load !3
  tail call void @llvm.experimental.noalias.scope.decl(metadata !5)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !8)
  %10 = icmp ult i64 %9, 2
  br i1 %10, label %11, label %copy_bitcast_fusion.2.clone_wrapped.exit

11:                                               ; preds = %1
  %12 = shl nuw nsw i64 %9, 16
  %broadcast.splatinsert4 = insertelement <8 x i64> poison, i64 %12, i64 0
  %broadcast.splat5 = shufflevector <8 x i64> %broadcast.splatinsert4, <8 x i64> poison, <8 x i32> zeroinitializer
  %invariant.op10 = or disjoint i64 %12, 8
  br label %vector.ph

vector.ph:                                        ; preds = %11, %middle.block
  %13 = phi i64 [ 0, %11 ], [ %96, %middle.block ]
  %14 = shl nuw nsw i64 %13, 7
  %15 = or disjoint i64 %14, %12
  %16 = and i64 %14, 49152
  %17 = shl nuw nsw i64 %13, 6
  %18 = and i64 %17, 8128
  %19 = or disjoint i64 %16, %18
  %broadcast.splatinsert = insertelement <8 x i64> poison, i64 %19, i64 0
  %broadcast.splat = shufflevector <8 x i64> %broadcast.splatinsert, <8 x i64> poison, <8 x i32> zeroinitializer
  %invariant.op = or disjoint <8 x i64> %broadcast.splat, %broadcast.splat5
  %invariant.op6 = or disjoint <8 x i64> %broadcast.splat, %broadcast.splat5
  %invariant.op8.reass = or disjoint i64 %14, %invariant.op10
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %vec.ind = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph ], [ %vec.ind.next.1, %vector.body ]
  %20 = shl nuw nsw <8 x i64> %vec.ind, splat (i64 7)
  %21 = and <8 x i64> %20, splat (i64 8192)
  %22 = and <8 x i64> %vec.ind, splat (i64 63)
  %23 = or disjoint <8 x i64> %22, %21
  %.reass = or disjoint <8 x i64> %23, %invariant.op
  %24 = extractelement <8 x i64> %.reass, i64 0
  %25 = getelementptr inbounds nuw [131072 x float], ptr %4, i64 0, i64 %24
  %26 = extractelement <8 x i64> %.reass, i64 1
  %27 = getelementptr inbounds nuw [131072 x float], ptr %4, i64 0, i64 %26
  %28 = extractelement <8 x i64> %.reass, i64 2
  %29 = getelementptr inbounds nuw [131072 x float], ptr %4, i64 0, i64 %28
  %30 = extractelement <8 x i64> %.reass, i64 3
  %31 = getelementptr inbounds nuw [131072 x float], ptr %4, i64 0, i64 %30
  %32 = extractelement <8 x i64> %.reass, i64 4
  %33 = getelementptr inbounds nuw [131072 x float], ptr %4, i64 0, i64 %32
  %34 = extractelement <8 x i64> %.reass, i64 5
  %35 = getelementptr inbounds nuw [131072 x float], ptr %4, i64 0, i64 %34
  %36 = extractelement <8 x i64> %.reass, i64 6
  %37 = getelementptr inbounds nuw [131072 x float], ptr %4, i64 0, i64 %36
  %38 = extractelement <8 x i64> %.reass, i64 7
  %39 = getelementptr inbounds nuw [131072 x float], ptr %4, i64 0, i64 %38
  %40 = load float, ptr %25, align 4, !invariant.load !3, !alias.scope !5, !noalias !10
  %41 = load float, ptr %27, align 4, !invariant.load !3, !alias.scope !5, !noalias !10
  %42 = load float, ptr %29, align 4, !invariant.load !3, !alias.scope !5, !noalias !10
  %43 = load float, ptr %31, align 4, !invariant.load !3, !alias.scope !5, !noalias !10
  %44 = load float, ptr %33, align 4, !invariant.load !3, !alias.scope !5, !noalias !10
  %45 = load float, ptr %35, align 4, !invariant.load !3, !alias.scope !5, !noalias !10
  %46 = load float, ptr %37, align 4, !invariant.load !3, !alias.scope !5, !noalias !10
  %47 = load float, ptr %39, align 4, !invariant.load !3, !alias.scope !5, !noalias !10
  %48 = insertelement <8 x float> poison, float %40, i64 0
  %49 = insertelement <8 x float> %48, float %41, i64 1
  %50 = insertelement <8 x float> %49, float %42, i64 2
  %51 = insertelement <8 x float> %50, float %43, i64 3
  %52 = insertelement <8 x float> %51, float %44, i64 4
  %53 = insertelement <8 x float> %52, float %45, i64 5
  %54 = insertelement <8 x float> %53, float %46, i64 6
  %55 = insertelement <8 x float> %54, float %47, i64 7
  %56 = or disjoint i64 %15, %index
  %57 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %56
  store <8 x float> %55, ptr %57, align 4, !alias.scope !10, !noalias !5
  %vec.ind.next = add <8 x i64> %vec.ind, splat (i64 8)
  %58 = shl nuw nsw <8 x i64> %vec.ind.next, splat (i64 7)
  %59 = and <8 x i64> %58, splat (i64 8192)
  %60 = and <8 x i64> %vec.ind.next, splat (i64 63)
  %61 = or disjoint <8 x i64> %60, %59
  %.reass7 = or disjoint <8 x i64> %61, %invariant.op6
  %62 = extractelement <8 x i64> %.reass7, i64 0
  %63 = getelementptr inbounds nuw [131072 x float], ptr %4, i64 0, i64 %62
  %64 = extractelement <8 x i64> %.reass7, i64 1
  %65 = getelementptr inbounds nuw [131072 x float], ptr %4, i64 0, i64 %64
  %66 = extractelement <8 x i64> %.reass7, i64 2
  %67 = getelementptr inbounds nuw [131072 x float], ptr %4, i64 0, i64 %66
  %68 = extractelement <8 x i64> %.reass7, i64 3
  %69 = getelementptr inbounds nuw [131072 x float], ptr %4, i64 0, i64 %68
  %70 = extractelement <8 x i64> %.reass7, i64 4
  %71 = getelementptr inbounds nuw [131072 x float], ptr %4, i64 0, i64 %70
  %72 = extractelement <8 x i64> %.reass7, i64 5
  %73 = getelementptr inbounds nuw [131072 x float], ptr %4, i64 0, i64 %72
  %74 = extractelement <8 x i64> %.reass7, i64 6
  %75 = getelementptr inbounds nuw [131072 x float], ptr %4, i64 0, i64 %74
  %76 = extractelement <8 x i64> %.reass7, i64 7
  %77 = getelementptr inbounds nuw [131072 x float], ptr %4, i64 0, i64 %76
  %78 = load float, ptr %63, align 4, !invariant.load !3, !alias.scope !5, !noalias !10
  %79 = load float, ptr %65, align 4, !invariant.load !3, !alias.scope !5, !noalias !10
  %80 = load float, ptr %67, align 4, !invariant.load !3, !alias.scope !5, !noalias !10
  %81 = load float, ptr %69, align 4, !invariant.load !3, !alias.scope !5, !noalias !10
  %82 = load float, ptr %71, align 4, !invariant.load !3, !alias.scope !5, !noalias !10
  %83 = load float, ptr %73, align 4, !invariant.load !3, !alias.scope !5, !noalias !10
  %84 = load float, ptr %75, align 4, !invariant.load !3, !alias.scope !5, !noalias !10
  %85 = load float, ptr %77, align 4, !invariant.load !3, !alias.scope !5, !noalias !10
  %86 = insertelement <8 x float> poison, float %78, i64 0
  %87 = insertelement <8 x float> %86, float %79, i64 1
  %88 = insertelement <8 x float> %87, float %80, i64 2
  %89 = insertelement <8 x float> %88, float %81, i64 3
  %90 = insertelement <8 x float> %89, float %82, i64 4
  %91 = insertelement <8 x float> %90, float %83, i64 5
  %92 = insertelement <8 x float> %91, float %84, i64 6
  %93 = insertelement <8 x float> %92, float %85, i64 7
  %.reass9 = or disjoint i64 %index, %invariant.op8.reass
  %94 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %.reass9
  store <8 x float> %93, ptr %94, align 4, !alias.scope !10, !noalias !5
  %index.next.1 = add nuw nsw i64 %index, 16
  %vec.ind.next.1 = add <8 x i64> %vec.ind, splat (i64 16)
  %95 = icmp eq i64 %index.next.1, 128
  br i1 %95, label %middle.block, label %vector.body, !llvm.loop !13

middle.block:                                     ; preds = %vector.body
  %96 = add nuw nsw i64 %13, 1
  %exitcond3.not = icmp eq i64 %96, 512
  br i1 %exitcond3.not, label %copy_bitcast_fusion.2.clone_wrapped.exit, label %vector.ph

copy_bitcast_fusion.2.clone_wrapped.exit:         ; preds = %middle.block, %1
  ret ptr null
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #1

attributes #0 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="all" "prefer-vector-width"="256" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0, !1}
!xla_cpu_memory_region_name = !{!2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1, !"xla_dylib_index", i64 0}
!2 = !{!"xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"}
!3 = !{}
!4 = !{i64 524288}
!5 = !{!6}
!6 = distinct !{!6, !7, !"copy_bitcast_fusion.2.clone_wrapped: argument 0"}
!7 = distinct !{!7, !"copy_bitcast_fusion.2.clone_wrapped"}
!8 = !{!9}
!9 = distinct !{!9, !7, !"copy_bitcast_fusion.2.clone_wrapped: argument 1"}
!10 = !{!11, !9}
!11 = distinct !{!11, !12, !"xla.slice_index=1"}
!12 = distinct !{!12}
!13 = distinct !{!13, !14, !15}
!14 = !{!"llvm.loop.isvectorized", i32 1}
!15 = !{!"llvm.loop.unroll.runtime.disable"}
